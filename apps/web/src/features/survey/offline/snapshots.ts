import type { TAttempt } from '@putt/contract/attempts';
import type { Output } from '@putt/contract/operations';
import { openSurveyDb, SNAPSHOTS } from '../answers/survey-db';

type Info = Output<'getSurveyInfo'>;
type Kept<T> = { value: T; keptAt: number };

/**
 * The test and the attempt as this device last knew them (decision 019), so that a reload while
 * offline opens the runner where the examinee was: the service worker keeps the page, these keep
 * what the page reads from the server. Kept per test until it is submitted; nothing here is
 * newer than the server, which has the last word as soon as it is reached again.
 */
async function keep<T>(key: string, value: T): Promise<void> {
  try {
    const db = await openSurveyDb();
    await db.put(SNAPSHOTS, { value, keptAt: Date.now() } satisfies Kept<T>, key);
  } catch {
    // without IndexedDB the page works online as before; only an offline reload cannot open
  }
}

async function read<T>(key: string): Promise<Kept<T> | undefined> {
  try {
    return (await (await openSurveyDb()).get(SNAPSHOTS, key)) as Kept<T> | undefined;
  } catch {
    return undefined;
  }
}

export const keepInfo = (SK: string, info: Info) => keep(`info:${SK}`, info);

export async function keptInfo(SK: string): Promise<Info | undefined> {
  return (await read<Info>(`info:${SK}`))?.value;
}

/** The attempt with the answers the runner shows (those pending on this device included). */
export const keepAttempt = (SK: string, attempt: TAttempt) => keep(`attempt:${SK}`, attempt);

/** The attempt kept, its server clock moved on by the time since it was kept. */
export async function keptAttempt(SK: string): Promise<TAttempt | undefined> {
  const kept = await read<TAttempt>(`attempt:${SK}`);
  if (!kept) return undefined;
  const { value } = kept;
  return { ...value, time: { ...value.time, now: value.time.now + (Date.now() - kept.keptAt) } };
}

/** A submitted test needs nothing kept: a shared school PC keeps no one's answers. */
export async function forgetTest(SK: string): Promise<void> {
  try {
    const db = await openSurveyDb();
    await Promise.all([db.delete(SNAPSHOTS, `info:${SK}`), db.delete(SNAPSHOTS, `attempt:${SK}`)]);
  } catch {
    // nothing was kept
  }
}
