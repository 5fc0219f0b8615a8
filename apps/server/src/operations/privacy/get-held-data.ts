import { heldData } from '../../privacy/held-data.js';
import { matchReportKey } from '../../reports/report-key-match.js';
import { implement } from '../registry.js';

// No login: the report key with the pupil's name and birth date opens it, limited as the download is.
export const getHeldData = implement('getHeldData', 'anyone', 'public', async (input, { db, request }) => {
  const { examinee } = await matchReportKey(db, request.ip, input);
  return heldData(db, examinee.sk);
});
