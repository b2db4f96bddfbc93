import { ApiError } from '@aurora-store/api';

/** The ApiError a call was refused with; any other outcome fails the test that expected a refusal. */
export async function apiFailure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
