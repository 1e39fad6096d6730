/** One message the catcher received. */
export interface CaughtMail {
  to: string[]
  subject: string
  text: string
  receivedAt: number
}
export declare function decodeMessage(raw: string): { subject: string; text: string }
export declare function startMailCatcher(
  file: string,
): Promise<{ port: number; url: string; close: () => Promise<void> }>
export declare function readMailbox(file: string): CaughtMail[]
