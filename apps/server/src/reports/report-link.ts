/** The download page of a student report (/ReportDownload/{SK}/{TYPE}, decision 022). */
export const reportLink = (origin: string, key: string) =>
  `${origin}/ReportDownload/${encodeURIComponent(key)}/student`;
