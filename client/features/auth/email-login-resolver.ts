import { requestMagicLinkBody } from '../../../shared/contracts/auth';
import { formResolver } from '../../lib/form-resolver';

// Apart from the sign-in page, which draws the form: loaded on its first keystroke (lazyResolver).
export const requestMagicLinkResolver = formResolver(requestMagicLinkBody);
