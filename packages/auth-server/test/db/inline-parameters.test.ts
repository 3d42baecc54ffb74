import { describe, expect, it } from "vitest";
import { inlineParameters, postgresLiteral } from "../../src/db/inline-parameters";

describe("PostgreSQL literals for statements without bound values", () => {
  it("quotes every value but NULL and the booleans, doubling quotes and backslashes", () => {
    expect(postgresLiteral(null)).toBe("NULL");
    expect(postgresLiteral(undefined)).toBe("NULL");
    expect(postgresLiteral(true)).toBe("TRUE");
    expect(postgresLiteral(false)).toBe("FALSE");
    expect(postgresLiteral(-3)).toBe("E'-3'");
    expect(postgresLiteral(12n)).toBe("E'12'");
    expect(postgresLiteral(new Date("2026-01-02T03:04:05.006Z"))).toBe(
      "E'2026-01-02T03:04:05.006Z'",
    );
    expect(postgresLiteral("it's")).toBe("E'it''s'");
    expect(postgresLiteral("a\\'b")).toBe("E'a\\\\''b'");
    expect(postgresLiteral({ a: "b" })).toBe(`E'{"a":"b"}'`);
  });

  it("refuses a NUL character, which PostgreSQL text cannot hold", () => {
    expect(() => postgresLiteral("a\u0000b")).toThrow(RangeError);
  });

  it("replaces placeholders outside quoted names and strings only", () => {
    const sql = `select "col$1", '$2' from "t" where "a" = $1 and "b" = $2 and "c" = $10`;
    const values = ["x", 2, 3, 4, 5, 6, 7, 8, 9, "ten"];
    expect(inlineParameters(sql, values)).toBe(
      `select "col$1", '$2' from "t" where "a" = E'x' and "b" = E'2' and "c" = E'ten'`,
    );
  });

  it("keeps doubled quotes inside a quoted name or string", () => {
    expect(inlineParameters(`select 'it''s $1', "a""$1" where x = $1`, ["v"])).toBe(
      `select 'it''s $1', "a""$1" where x = E'v'`,
    );
  });

  it("refuses a placeholder without a value", () => {
    expect(() => inlineParameters("select $2", ["only one"])).toThrow("no value for $2");
  });
});
