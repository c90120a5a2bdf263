/**
 * The time as the domain sees it. The app passes the real clock; tests pass one they move by hand,
 * so that expiry rules are proven without sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
