import { ApiError } from '../../http/errors.ts';

/**
 * How many upload bytes this process is receiving at once, in all and per address (issue 26).
 * Uploads go to temporary files, not memory, but each one still holds a connection, a file and
 * disk space; without a bound, a few addresses could fill the disk or starve everyone else.
 * The bound is per process, as the bytes are: each instance guards its own disk.
 */
export interface BytesInFlight {
  /**
   * Takes `declared` bytes (the request's Content-Length, 0 when it has none) for an upload from
   * `address`, or refuses with 503 when that would pass a bound.
   */
  admit(address: string, declared: number): UploadAllowance;
  /** What is taken now, for the tests and the logs. */
  inFlight(): { total: number; byAddress: Record<string, number> };
}

export interface UploadAllowance {
  /**
   * Counts bytes received so far in all. Past what was declared the allowance grows, and throws
   * the same 503 when it cannot: a body without a length is bound by its real bytes.
   */
  received(totalBytes: number): void;
  /** Gives the bytes back; safe to call more than once. */
  release(): void;
}

/** Long enough for the uploads ahead to finish, short enough that a person retrying is not kept waiting. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

export const uploadsBusy = () =>
  new ApiError(503, 'uploadsBusy', { seconds: String(UPLOAD_RETRY_AFTER_SECONDS) }, { retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS });

export function createBytesInFlight(bounds: { total: number; perAddress: number }): BytesInFlight {
  const all = { bytes: 0, uploads: 0 };
  const byAddress = new Map<string, { bytes: number; uploads: number }>();

  /**
   * Whether an upload may hold `more` bytes beyond what it holds. An upload alone (in all, or
   * from its address) is always let in: a bound set below the largest file must slow uploads
   * down, never make one impossible.
   */
  const fits = (address: string, more: number, isIn: boolean) => {
    const own = byAddress.get(address) ?? { bytes: 0, uploads: 0 };
    const self = isIn ? 1 : 0;
    return (
      (own.uploads - self === 0 || own.bytes + more <= bounds.perAddress) && (all.uploads - self === 0 || all.bytes + more <= bounds.total)
    );
  };
  const change = (address: string, bytes: number, uploads: number) => {
    const own = byAddress.get(address) ?? { bytes: 0, uploads: 0 };
    own.bytes += bytes;
    own.uploads += uploads;
    all.bytes += bytes;
    all.uploads += uploads;
    if (own.uploads === 0) byAddress.delete(address);
    else byAddress.set(address, own);
  };

  return {
    admit(address, declared) {
      if (!fits(address, declared, false)) throw uploadsBusy();
      let held = declared;
      let open = true;
      change(address, held, 1);
      return {
        received(totalBytes) {
          if (!open || totalBytes <= held) return;
          if (!fits(address, totalBytes - held, true)) throw uploadsBusy();
          change(address, totalBytes - held, 0);
          held = totalBytes;
        },
        release() {
          if (!open) return;
          open = false;
          change(address, -held, -1);
        },
      };
    },
    inFlight: () => ({ total: all.bytes, byAddress: Object.fromEntries([...byAddress].map(([address, own]) => [address, own.bytes])) }),
  };
}
