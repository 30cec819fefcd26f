// Milliseconds on a clock that never goes back, from an arbitrary start: what performance.now()
// gives, read from process.hrtime, so that timing a call does not load Node's perf_hooks and its
// eight modules at the start of every command that calls a site (issue 34). One clock per
// measurement: a time taken here is only compared with another taken here.
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;
