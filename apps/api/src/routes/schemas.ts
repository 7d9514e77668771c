import { ErrorAnswer } from '@studio/contracts';

/** Every route answers its refusals in the one error shape. */
export const errorAnswers = { '4xx': ErrorAnswer, '5xx': ErrorAnswer } as const;
