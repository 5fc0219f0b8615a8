/**
 * The numbers of a class's places, each of which gets an authentication code (decision 017):
 * every registered student's own number (a class list may skip numbers, e.g. after a transfer),
 * then the smallest free numbers until there are as many places as the class's student count.
 */
export function placeNumbers(registered: readonly number[], count: number): number[] {
  const places = new Set(registered);
  for (let num = 1; places.size < count; num += 1) places.add(num);
  return [...places].sort((a, b) => a - b);
}
