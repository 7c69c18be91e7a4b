/**
 * The programme's "now": CLOCK_START (a demo's or a browser test's clock, running at the real
 * pace) or the real time. What is live, when sign-ups close (decision 071) and when tickets are
 * on sale are judged by it; mailed codes and sessions expire by the real time. Built once per
 * app (`AppDeps.clock`, server/deps.ts) and handed to core as a value of its own (decision 112).
 */
export type ProgrammeClock = () => Date;
