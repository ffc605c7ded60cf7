// Generates shared/src/database.types.ts from the live schema, in the shape that
// `supabase gen types typescript` produces: the bootstrap (what hosted Supabase provides) and
// every migration are applied to a fresh in-memory PGlite, then the public schema is read from
// the catalogues. Run with `npm run db:types`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

const root = resolve(__dirname, '..', '..');
const bootstrapFile = join(root, 'backend', 'src', 'db', 'supabase-bootstrap.sql');
const migrationsDir = join(root, 'supabase', 'migrations');
const outFile = join(root, 'shared', 'src', 'database.types.ts');
const schema = 'public';

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
  is_updatable: 'YES' | 'NO';
}

interface RelationRow {
  name: string;
  kind: 'r' | 'v' | 'm' | 'p';
}

interface ForeignKeyRow {
  constraint_name: string;
  table_name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[] | null;
  arg_modes: string[] | null;
  arg_defaults: number;
  return_type: string;
  returns_set: boolean;
  table_columns: { name: string; type: string }[] | null;
}

interface EnumRow {
  name: string;
  labels: string[];
}

export async function loadSchema(): Promise<PGlite> {
  const db = new PGlite({ extensions: { pgcrypto, uuid_ossp } });
  await db.exec(readFileSync(bootstrapFile, 'utf8'));
  for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort()) {
    await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
  }
  return db;
}

function tsScalar(udt: string, enums: Set<string>): string {
  if (udt.startsWith('_')) return `${tsScalar(udt.slice(1), enums)}[]`;
  if (enums.has(udt)) return `Database["${schema}"]["Enums"]["${udt}"]`;
  switch (udt) {
    case 'bool':
      return 'boolean';
    case 'int2':
    case 'int4':
    case 'int8':
    case 'float4':
    case 'float8':
    case 'numeric':
    case 'oid':
      return 'number';
    case 'json':
    case 'jsonb':
      return 'Json';
    case 'void':
      return 'undefined';
    case 'record':
      return 'Record<string, unknown>';
    case 'uuid':
    case 'text':
    case 'varchar':
    case 'bpchar':
    case 'citext':
    case 'date':
    case 'time':
    case 'timetz':
    case 'timestamp':
    case 'timestamptz':
    case 'interval':
    case 'bytea':
    case 'inet':
    case 'name':
      return 'string';
    default:
      return 'unknown';
  }
}

const quote = (s: string): string => JSON.stringify(s);
const indent = (text: string, n: number): string =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(n) + line : line))
    .join('\n');
const never = '{\n  [_ in never]: never\n}';

function objectType(entries: string[]): string {
  return entries.length === 0 ? never : `{\n${entries.map((e) => `  ${e}`).join('\n')}\n}`;
}

async function introspect(db: PGlite): Promise<string> {
  const enums = (
    await db.query<EnumRow>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid
       join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = $1 group by t.typname order by t.typname`,
      [schema],
    )
  ).rows;
  const enumNames = new Set(enums.map((e) => e.name));

  const relations = (
    await db.query<RelationRow>(
      `select c.relname as name, c.relkind as kind from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r','v','m','p') order by c.relname`,
      [schema],
    )
  ).rows;

  const columns = (
    await db.query<ColumnRow>(
      `select table_name, column_name, udt_name, data_type, is_nullable, column_default,
              is_identity, is_generated, is_updatable
       from information_schema.columns where table_schema = $1
       order by table_name, column_name`,
      [schema],
    )
  ).rows;

  const foreignKeys = (
    await db.query<ForeignKeyRow>(
      `select con.conname as constraint_name, src.relname as table_name,
              array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                    order by k.i) as columns,
              dst.relname as referenced_table,
              array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                    order by k.i) as referenced_columns,
              exists (
                select 1 from pg_index ix
                where ix.indrelid = con.conrelid and ix.indisunique and ix.indpred is null
                  and (ix.indkey::int2[])::int2[] @> con.conkey and con.conkey @> (ix.indkey::int2[])::int2[]
              ) as is_one_to_one
       from pg_constraint con
       join pg_class src on src.oid = con.conrelid
       join pg_namespace sn on sn.oid = src.relnamespace
       join pg_class dst on dst.oid = con.confrelid
       join pg_namespace dn on dn.oid = dst.relnamespace
       where con.contype = 'f' and sn.nspname = $1 and dn.nspname = $1
       order by src.relname, con.conname`,
      [schema],
    )
  ).rows;

  const functions = (
    await db.query<FunctionRow>(
      `select p.proname as name, p.proargnames as arg_names,
              array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t)
                as arg_types_pretty,
              array(select ty.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                    with ordinality u(t, i) join pg_type ty on ty.oid = u.t order by u.i) as arg_types,
              p.proargmodes::text[] as arg_modes,
              p.pronargdefaults as arg_defaults,
              rt.typname as return_type,
              p.proretset as returns_set,
              null as table_columns
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'
         and has_function_privilege('authenticated', p.oid, 'execute')
       order by p.proname`,
      [schema],
    )
  ).rows;

  const columnsOf = (table: string): ColumnRow[] => columns.filter((c) => c.table_name === table);

  const relationshipsOf = (table: string): string => {
    const fks = foreignKeys.filter((fk) => fk.table_name === table);
    if (fks.length === 0) return '[]';
    const items = fks.map(
      (fk) =>
        `{\n  foreignKeyName: ${quote(fk.constraint_name)}\n  columns: [${fk.columns.map(quote).join(', ')}]\n` +
        `  isOneToOne: ${fk.is_one_to_one}\n  referencedRelation: ${quote(fk.referenced_table)}\n` +
        `  referencedColumns: [${fk.referenced_columns.map(quote).join(', ')}]\n},`,
    );
    return `[\n${indent(items.join('\n'), 2)}\n]`;
  };

  const tableType = (name: string, isView: boolean): string => {
    const cols = columnsOf(name);
    const row = cols.map((c) => {
      const t = tsScalar(c.udt_name, enumNames);
      return `${c.column_name}: ${t}${c.is_nullable === 'YES' ? ' | null' : ''}`;
    });
    const write = (mode: 'insert' | 'update'): string[] =>
      cols.map((c) => {
        const t = tsScalar(c.udt_name, enumNames);
        const nullable = c.is_nullable === 'YES';
        if (c.is_generated === 'ALWAYS' || (isView && c.is_updatable === 'NO')) return `${c.column_name}?: never`;
        const optional =
          mode === 'update' || nullable || c.column_default !== null || c.is_identity === 'YES' || isView;
        return `${c.column_name}${optional ? '?' : ''}: ${t}${nullable ? ' | null' : ''}`;
      });
    const parts = [`Row: ${objectType(row)}`];
    if (!isView || cols.some((c) => c.is_updatable === 'YES')) {
      parts.push(`Insert: ${objectType(write('insert'))}`, `Update: ${objectType(write('update'))}`);
    }
    parts.push(`Relationships: ${relationshipsOf(name)}`);
    return `${name}: {\n${indent(parts.join('\n'), 2)}\n}`;
  };

  const tables = relations.filter((r) => r.kind === 'r' || r.kind === 'p').map((r) => tableType(r.name, false));
  const views = relations.filter((r) => r.kind === 'v' || r.kind === 'm').map((r) => tableType(r.name, true));

  const fnTypes = functions.map((fn) => {
    const names = fn.arg_names ?? [];
    const types = fn.arg_types ?? [];
    const modes = fn.arg_modes ?? types.map(() => 'i');
    const inputs: string[] = [];
    const outputs: string[] = [];
    const inputCount = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length;
    let inputIndex = 0;
    types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      const name = names[i] ?? `arg${i}`;
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        const hasDefault = inputIndex >= inputCount - fn.arg_defaults;
        inputs.push(`${name}${hasDefault ? '?' : ''}: ${tsScalar(type, enumNames)}`);
        inputIndex += 1;
      }
      if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(`${name}: ${tsScalar(type, enumNames)}`);
    });
    const args = inputs.length === 0 ? 'never' : objectType(inputs);
    let returns: string;
    if (outputs.length > 0) {
      returns = objectType(outputs) + (fn.returns_set ? '[]' : '');
    } else {
      returns = tsScalar(fn.return_type, enumNames) + (fn.returns_set ? '[]' : '');
    }
    return `${fn.name}: {\n  Args: ${indent(args, 2).trimStart()}\n  Returns: ${indent(returns, 2).trimStart()}\n}`;
  });

  const enumTypes = enums.map((e) => `${e.name}: ${e.labels.map(quote).join(' | ')}`);
  const enumConstants = enums.map((e) => `${e.name}: [${e.labels.map(quote).join(', ')}],`);

  const body = [
    `Tables: ${tables.length ? `{\n${indent(tables.join('\n'), 2)}\n}` : never}`,
    `Views: ${views.length ? `{\n${indent(views.join('\n'), 2)}\n}` : never}`,
    `Functions: ${fnTypes.length ? `{\n${indent(fnTypes.join('\n'), 2)}\n}` : never}`,
    `Enums: ${objectType(enumTypes)}`,
    `CompositeTypes: ${never}`,
  ].join('\n');

  return `// Generated by backend/scripts/gen-types.ts from supabase/migrations (npm run db:types).
// Do not edit by hand: change a migration and regenerate.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  ${schema}: {
${indent(body, 4)}
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  ${schema}: {
    Enums: ${enumConstants.length ? `{\n${indent(enumConstants.join('\n'), 6)}\n    }` : '{}'},
  },
} as const
`;
}

async function main(): Promise<void> {
  const db = await loadSchema();
  try {
    writeFileSync(outFile, await introspect(db));
    console.log(`Wrote ${outFile}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
