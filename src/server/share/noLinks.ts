// The rule lives in the contract, so that the schemas of every publicly readable text (src/contract/text.ts)
// and the mail and previews apply the same one.
export * from '../../contract/noLinks';
