export { cleanOtp, OtpInput, type OtpInputProps } from './OtpInput';
