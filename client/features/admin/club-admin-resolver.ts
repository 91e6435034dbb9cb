import { zodResolver } from '@hookform/resolvers/zod';
import { addClubAdminBody } from '../../../shared/contracts/admin';

// Apart from the clubs list, which draws the form: loaded on the form's first validation (lazyResolver).
export const addClubAdminResolver = zodResolver(addClubAdminBody);
