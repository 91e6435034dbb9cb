import { contactMessageBody } from '../../../shared/contracts/contact';
import { formResolver } from '../../lib/form-resolver';

// Apart from the contact page, which draws the form: loaded on the form's first check (lazyResolver).
export const contactMessageResolver = formResolver(contactMessageBody);
