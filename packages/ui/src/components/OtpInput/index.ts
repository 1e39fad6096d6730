export { OtpInput } from './OtpInput'
export type { OtpInputProps } from './OtpInput'
export { placeDigits, removeDigit, digitsOf } from './otp-value'
