/**
 * CAS registry numbers: the check both the API and the forms apply before a
 * number is stored or searched.
 */

/** A CAS registry number with a correct check digit, e.g. 67-64-1. */
export function isCasNumber(value: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(value);
  if (!match) return false;
  const digits = (match[1]! + match[2]!).split("").reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(match[3]);
}
