export {
  Countdown,
  countdownUnits,
  defaultCountdownSummary,
  getRemaining,
  type CountdownProps,
  type CountdownRemaining,
  type CountdownUnit,
} from './Countdown';
