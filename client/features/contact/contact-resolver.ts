import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageBody } from '../../../shared/contracts/contact';

// Apart from the contact page, which draws the form: loaded on the form's first check (lazyResolver).
export const contactMessageResolver = zodResolver(contactMessageBody);
