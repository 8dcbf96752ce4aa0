import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize, Parser } = protocol;

/** One buffer of several protocol messages, sent to PostgreSQL as one (as a client's pipeline). */
function concatenated(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** The INSERT, UPDATE, DELETE, COPY and MERGE tags count affected rows, as PGlite's own results do. */
const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * One statement's answer read from PostgreSQL's bytes: a row description, data rows and the command's tag. PGlite's
 * parser copies every value into a buffer of its own before decoding it, about a fifth of the provider's CPU on the
 * offers list; here each value is decoded where it lies and parsed by PGlite's parser for its type, as
 * `parse.parseResults` does. An ErrorResponse is left to PGlite's parser, whose DatabaseError is thrown.
 */
function readResult<T>(bytes: Uint8Array, parsers: PGlite['parsers']): Results<T> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fields: { name: string; dataTypeID: number }[] = [];
  const rows: T[] = [];
  let affectedRows = 0;
  let rowCount: number | undefined;
  let at = 0;
  while (at < buffer.length) {
    const type = buffer[at]!;
    const end = at + 1 + buffer.readInt32BE(at + 1);
    let cursor = at + 5;
    if (type === 0x45 /* E: ErrorResponse */) {
      let error: unknown;
      new Parser().parse(bytes.subarray(at, end), (message) => {
        if (message instanceof Error) error = message;
      });
      throw error ?? new Error('PostgreSQL answered with an error the sandbox could not read.');
    } else if (type === 0x54 /* T: RowDescription */) {
      const count = buffer.readInt16BE(cursor);
      cursor += 2;
      for (let index = 0; index < count; index++) {
        const nameEnd = buffer.indexOf(0, cursor);
        const name = buffer.toString('utf8', cursor, nameEnd);
        fields.push({ name, dataTypeID: buffer.readInt32BE(nameEnd + 7) });
        cursor = nameEnd + 19;
      }
    } else if (type === 0x44 /* D: DataRow */) {
      const count = buffer.readInt16BE(cursor);
      cursor += 2;
      const row: Record<string, unknown> = {};
      for (let index = 0; index < count; index++) {
        const length = buffer.readInt32BE(cursor);
        cursor += 4;
        const field = fields[index]!;
        if (length < 0) {
          row[field.name] = null;
        } else {
          const text = buffer.toString('utf8', cursor, cursor + length);
          cursor += length;
          const parser = parsers[field.dataTypeID];
          row[field.name] = parser ? parser(text, field.dataTypeID) : text;
        }
      }
      rows.push(row as T);
    } else if (type === 0x43 /* C: CommandComplete */) {
      const words = buffer.toString('utf8', cursor, end - 1).split(' ');
      const count = Number.parseInt(words[words.length - 1]!, 10);
      if (AFFECTING.has(words[0]!)) affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
    // Bind and parse completions, NoData, notices and ReadyForQuery carry nothing a result needs.
    at = end;
  }
  return { rows, fields, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) };
}

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
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
    } else {
      const name = `sandbox_${++this.#next}`;
      try {
        await exec(serialize.parse({ name, text: sql }));
        statement = {
          name,
          types: parse.parseDescribeStatementResults(await exec(serialize.describe({ type: 'S', name }))),
        };
      } finally {
        await exec(serialize.sync());
      }
      const oldest = this.#statements.size >= this.#max ? this.#statements.entries().next().value : undefined;
      if (oldest) {
        this.#statements.delete(oldest[0]);
        await exec(concatenated([serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()]));
      }
    }
    this.#statements.set(sql, statement);
    const { types } = statement;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.#database.serializers[types[index]!];
      return serializer ? serializer(value) : String(value);
    });
    // Bound, described, executed and synced in one message; its answer is read here, not by PGlite's parser.
    const chunks: Uint8Array[] = [];
    await this.#database.execProtocolRawStream(
      concatenated([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, onRawData: (chunk) => void chunks.push(chunk.slice()) },
    );
    return readResult<T>(concatenated(chunks), this.#database.parsers);
  }
}
