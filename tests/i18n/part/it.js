// A part's table for tests/i18n/wording.test.mjs (a feature's messages, loaded with it).
export default { 'fixture.part': 'Solo in una parte' };
