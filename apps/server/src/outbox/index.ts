export {
  cancelQueuedMessagesOf,
  enqueueMail,
  enqueueSms,
  type MessageMeta,
  NotAnSmsNumberError,
} from './enqueue.ts';
export { sendOutboxJob } from './job.ts';
export { OutboxSender, type OutboxSenderOptions, type PassReport } from './sender.ts';
