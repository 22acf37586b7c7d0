export { enqueueMail, enqueueSms, NotAnSmsNumberError } from './enqueue.ts';
export { OutboxSender } from './sender.ts';
