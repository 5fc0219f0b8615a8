/**
 * The partner carousel's institutions. Demo data: public bodies of Korean education and careers,
 * shown as our own text marks (no logos copied); staff replace the list with the real partners.
 */
export type Partner = { id: string; url: string; mark: string };

export const partners: Partner[] = [
  { id: 'moe', url: 'https://www.moe.go.kr', mark: 'MOE' },
  { id: 'dje', url: 'https://www.dje.go.kr', mark: 'DJE' },
  { id: 'kedi', url: 'https://www.kedi.re.kr', mark: 'KEDI' },
  { id: 'krivet', url: 'https://www.krivet.re.kr', mark: 'KRIVET' },
  { id: 'career', url: 'https://www.career.go.kr', mark: 'CareerNet' },
  { id: 'kofac', url: 'https://www.kofac.re.kr', mark: 'KOFAC' },
];
