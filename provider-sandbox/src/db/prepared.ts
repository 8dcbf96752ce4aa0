import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * PGlite's named prepared statements (docs/adr/016, "Work done once per request"). PGlite's own `query` parses and
 * plans every statement again on each call, and planning asks the file system for the size of every table and index a
 * statement names: for the offers page that was most of a request. Here each SQL text is parsed once as a named
 * statement and then only bound and executed; PostgreSQL's plan cache re-plans it by itself when a table changes
 * shape or its statistics are refreshed. The caller must hold PGlite's query lock (`runExclusive`), and the outer
 * handle its transaction lock too, exactly as `PGlite.query` does.
 */
export class PreparedStatements {
  readonly #database: PGlite;
  readonly #max: number;
  /** SQL text → its statement's name and parameter types, least recently used first. */
  readonly #statements = new Map<string, { name: string; types: number[] }>();
  #next = 0;

  constructor(database: PGlite, max = 500) {
    this.#database = database;
    this.#max = max;
  }

  async run<T>(sql: string, params: readonly unknown[]): Promise<Results<T>> {
    const exec = (message: Uint8Array) => this.#database.execProtocolStream(message, { syncToFs: false });
    const messages: Awaited<ReturnType<typeof exec>> = [];
    try {
      let statement = this.#statements.get(sql);
      if (statement) {
        this.#statements.delete(sql);
      } else {
        const name = `sandbox_${++this.#next}`;
        await exec(serialize.parse({ name, text: sql }));
        const types = parse.parseDescribeStatementResults(
          await exec(serialize.describe({ type: 'S', name })),
        );
        statement = { name, types };
        const oldest =
          this.#statements.size >= this.#max ? this.#statements.entries().next().value : undefined;
        if (oldest) {
          this.#statements.delete(oldest[0]);
          await exec(serialize.close({ type: 'S', name: oldest[1].name }));
        }
      }
      this.#statements.set(sql, statement);
      const { types } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = this.#database.serializers[types[index]!];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(
        ...(await exec(serialize.bind({ statement: statement.name, values }))),
        ...(await exec(serialize.describe({ type: 'P' }))),
        ...(await exec(serialize.execute({}))),
      );
    } finally {
      messages.push(...(await exec(serialize.sync())));
    }
    return parse.parseResults(messages, this.#database.parsers)[0] as Results<T>;
  }
}
