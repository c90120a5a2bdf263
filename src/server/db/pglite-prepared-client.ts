import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Enough for every statement the portal repeats; the least recently used is closed beyond it. */
export const MAX_PREPARED_STATEMENTS = 256;
/**
 * How long a statement keeps its plan. PostgreSQL plans again when a table's statistics change,
 * but PGlite runs no autovacuum to change them: a plan made while a table was small would stay
 * as the table grows. Preparing again now and then plans with the tables' current sizes.
 */
export const STATEMENT_LIFETIME_MS = 10 * 60_000;

type Parsers = PGlite['parsers'];

interface Statement {
  name: string;
  /** The parameters' type OIDs, as the server inferred them once. */
  paramTypes: number[];
  /** The columns it answers, described once: a run then asks for none. */
  rowDescription: messages.BackendMessage[];
  preparedAt: number;
}

/**
 * The PGlite client drizzle talks to. PGlite's own `query` parses, describes and plans every
 * statement anew, in six calls into the WebAssembly module; planning alone is most of the cost of
 * a short statement there (EXPLAIN: 0.3 ms to plan, 0.1 ms to run the order's lock). Here each
 * distinct SQL text becomes a named prepared statement the first time it runs, described once, and
 * every later run is one call: bind, execute, sync. PostgreSQL replans a statement itself when a
 * table it reads changes, as it does for any driver that prepares.
 */
export class PreparedStatementClient {
  private readonly statements = new Map<string, Statement>();
  private nextStatement = 1;
  /** PGlite's parsers with a caller's own on top, merged once per distinct set of overrides. */
  private readonly mergedParsers = new Map<string, Parsers>();

  constructor(
    readonly pglite: PGlite,
    private readonly clock: () => number = Date.now,
  ) {}

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await this.pglite._checkReady();
    return this.pglite._runExclusiveTransaction(() => this.run<T>(text, params, options));
  }

  exec(text: string, options?: QueryOptions) {
    return this.pglite.exec(text, options);
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) => {
      const prepared: Transaction = Object.create(tx);
      prepared.query = <R>(text: string, params?: unknown[], options?: QueryOptions) => this.run<R>(text, params ?? [], options);
      return callback(prepared);
    });
  }

  /** Runs one statement; the caller holds PGlite's transaction lock, or is the transaction. */
  private run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.pglite._runExclusiveQuery(async () => {
      try {
        return await this.runPrepared<T>(text, params, options);
      } catch (error) {
        // A table the statement reads changed its columns since it was prepared (a migration run
        // by hand): outside a transaction, prepare it again and run it once more.
        if (!isStaleResultType(error) || this.pglite.isInTransaction()) throw error;
        await this.forget(text);
        return this.runPrepared<T>(text, params, options);
      }
    });
  }

  private async runPrepared<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const kept = this.statements.get(text);
    const statement = kept && this.clock() - kept.preparedAt < STATEMENT_LIFETIME_MS ? kept : await this.prepare(text, options);
    // Most recently used last, so that the first is the one to close.
    this.statements.delete(text);
    this.statements.set(text, statement);
    const values = params.map((value, index) => this.serialize(value, statement.paramTypes[index], options));
    const { serialize } = protocol;
    const { messages } = await this.pglite.execProtocol(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    if (!this.pglite.isInTransaction()) await this.pglite.syncToFs();
    const [result] = parse.parseResults([...statement.rowDescription, ...messages], this.parsersFor(options), { ...options, parsers: undefined });
    return result as Results<T>;
  }

  private async forget(text: string) {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    const { serialize } = protocol;
    await this.pglite.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }

  /** Prepares `text` under a new name, closing the statement it replaces or, when full, the least recently used. */
  private async prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const name = `s${this.nextStatement++}`;
    const { serialize } = protocol;
    const replaced = this.statements.has(text) ? text : this.statements.size >= MAX_PREPARED_STATEMENTS ? this.statements.keys().next().value : undefined;
    const closed = replaced === undefined ? undefined : this.statements.get(replaced);
    const close = closed ? [serialize.close({ type: 'S', name: closed.name })] : [];
    if (replaced !== undefined) this.statements.delete(replaced);
    const { messages } = await this.pglite.execProtocol(
      concat([...close, serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.filter((message) => message.name === 'rowDescription'),
      preparedAt: this.clock(),
    };
    this.statements.set(text, statement);
    return statement;
  }

  private serialize(value: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    const serializer = (type === undefined ? undefined : (options?.serializers?.[type] ?? this.pglite.serializers[type])) as
      | ((value: unknown) => string)
      | undefined;
    return serializer ? serializer(value) : String(value);
  }

  private parsersFor(options?: QueryOptions): Parsers {
    const own = options?.parsers;
    if (!own) return this.pglite.parsers;
    // drizzle hands the same overrides with every query: the merge is done once, not per query.
    const key = Object.entries(own)
      .map(([type, parser]) => `${type}:${parser.toString()}`)
      .join('|');
    let merged = this.mergedParsers.get(key);
    if (!merged) this.mergedParsers.set(key, (merged = { ...this.pglite.parsers, ...own }));
    return merged;
  }
}

function isStaleResultType(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan must not change result type');
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
