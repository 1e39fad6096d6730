export { OtpDialog } from './OtpDialog'
export type { OtpDialogProps } from './OtpDialog'
export { formatSeconds } from './format-seconds'
