import { zodResolver } from '@hookform/resolvers/zod';
import { requestMagicLinkBody } from '../../../shared/contracts/auth';

// Apart from the sign-in page, which draws the form: loaded on its first keystroke (lazyResolver).
export const requestMagicLinkResolver = zodResolver(requestMagicLinkBody);
