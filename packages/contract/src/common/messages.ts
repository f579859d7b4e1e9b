import { z } from 'zod';

export const MESSAGE_TYPES = ['success', 'info', 'warning', 'error'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A text shown to a person, with the toast style it is shown in. */
export const messageSchema = z.object({
  text: z.string(),
  type: z.enum(MESSAGE_TYPES),
});
export type Message = z.infer<typeof messageSchema>;

/** The reply of calls whose only answer is a message. */
export const messageReplySchema = z.object({ message: messageSchema });
export type MessageReply = z.infer<typeof messageReplySchema>;

/** The reply of an add that names the new row by its `seq`. */
export const addedReplySchema = messageReplySchema.extend({ seq: z.number().int() });

export const success = (text: string): Message => ({ text, type: 'success' });
export const info = (text: string): Message => ({ text, type: 'info' });
