/**
 * The first two digits of a Mexican postal code name its state: each state's ranges of those two
 * digits, keyed by the state's code in the geographic catalogue.
 */
const MEXICAN_POSTAL_PREFIXES: Record<string, readonly (readonly [number, number])[]> = {
  CMX: [[1, 16]],
  AGU: [[20, 20]],
  BCN: [[21, 22]],
  BCS: [[23, 23]],
  CAM: [[24, 24]],
  COA: [[25, 27]],
  COL: [[28, 28]],
  CHP: [[29, 30]],
  CHH: [[31, 33]],
  DUR: [[34, 35]],
  GUA: [[36, 38]],
  GRO: [[39, 41]],
  HID: [[42, 43]],
  JAL: [[44, 49]],
  MEX: [[50, 57]],
  MIC: [[58, 61]],
  MOR: [[62, 62]],
  NAY: [[63, 63]],
  NLE: [[64, 67]],
  OAX: [[68, 71]],
  PUE: [[72, 75]],
  QUE: [[76, 76]],
  ROO: [[77, 77]],
  SLP: [[78, 79]],
  SIN: [[80, 82]],
  SON: [[83, 85]],
  TAB: [[86, 86]],
  TAM: [[87, 89]],
  TLA: [[90, 90]],
  VER: [[91, 96]],
  YUC: [[97, 97]],
  ZAC: [[98, 99]],
};

/**
 * Whether a Mexican postal code (five digits) can belong to the state with this catalogue code.
 * A state the table does not know is not second-guessed.
 */
export function mexicanPostalCodeFitsState(postalCode: string, stateCode: string): boolean {
  const ranges = MEXICAN_POSTAL_PREFIXES[stateCode];
  if (!ranges) return true;
  const prefix = Number(postalCode.slice(0, 2));
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}
