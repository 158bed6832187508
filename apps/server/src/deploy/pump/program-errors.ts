import { pumpSdk } from './sdk.ts';

let byCode: Map<number, string> | undefined;

/** pump's own error for a custom code, from its IDL: 'TooMuchSolRequired: slippage: …'. */
export function pumpProgramError(code: number): string | undefined {
  byCode ??= new Map(pumpSdk().pumpIdl.errors.map((e) => [e.code, `${e.name}: ${e.msg}`]));
  return byCode.get(code);
}
