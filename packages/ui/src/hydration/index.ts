export { PreHydrationScript } from './PreHydrationScript';
export { preHydrationScript, PRE_HYDRATION_QUEUE } from './preHydrationScriptText';
export { replayPreHydrationActions, type PreHydrationAction } from './replayPreHydrationActions';
export { usePreHydrationReplay } from './usePreHydrationReplay';
export { noteTypedValue, usePreHydrationValue } from './usePreHydrationValue';
