import { addClubAdminBody } from '../../../shared/contracts/admin';
import { formResolver } from '../../lib/form-resolver';

// Apart from the clubs list, which draws the form: loaded on the form's first validation (lazyResolver).
export const addClubAdminResolver = formResolver(addClubAdminBody);
