import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS, FIELD_OPTIONS_MAX, TEMPLATE_TABS_MAX } from "../../core/smartforms/kinds";
import { standardStructure } from "../../core/smartforms/default-templates";
import {
  changeStructure,
  completeLanguages,
  labelIn,
  labelSlots,
  nextOptionBit,
  translateStructure,
  type StructureChange,
  type TemplateStructure,
} from "../../core/smartforms/template";
import { templateStructureSchema } from "../../core/smartforms/template-schema";

/** The template rules of core/smartforms/template.ts: builder steps, labels, translation, the structure check. */

const en = (text: string) => ({ "4": text });

function base(): TemplateStructure {
  return {
    tabs: [
      {
        key: "t1",
        label: en("Task"),
        fields: [
          { key: "f1", type: "text", label: en("Title"), help: {}, required: true, options: [] },
          {
            key: "f2",
            type: "multiple_choice",
            label: en("Hazards"),
            help: en("Tick all"),
            required: false,
            options: [
              { bit: 1, label: en("Fire") },
              { bit: 2, label: en("Toxic") },
              { bit: 4, label: en("Corrosive") },
            ],
          },
        ],
      },
      { key: "t2", label: en("Measures"), fields: [] },
    ],
  };
}

function apply(structure: TemplateStructure, change: StructureChange): TemplateStructure {
  const outcome = changeStructure(structure, change);
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
  return outcome.structure;
}

const keysOf = (structure: TemplateStructure) =>
  structure.tabs.map((tab) => `${tab.key}:${tab.fields.map((f) => f.key).join(",")}`);

describe("changeStructure", () => {
  it("adds tabs and fields with fresh keys, never reusing a key below the highest", () => {
    let s = apply(base(), { op: "addTab", label: en("Extra") });
    expect(s.tabs.map((t) => t.key)).toEqual(["t1", "t2", "t3"]);
    s = apply(s, { op: "removeField", field: "f1" });
    s = apply(s, { op: "addField", tab: "t3", type: "date", label: en("When") });
    expect(keysOf(s)).toEqual(["t1:f2", "t2:", "t3:f3"]);
    expect(s.tabs[2]!.fields[0]).toEqual({
      key: "f3",
      type: "date",
      label: en("When"),
      help: {},
      required: false,
      options: [],
    });
  });

  it("does not change the structure it was given", () => {
    const original = base();
    const copy = structuredClone(original);
    apply(original, { op: "renameTab", tab: "t1", label: en("Renamed") });
    expect(original).toEqual(copy);
  });

  it("moves tabs and fields up and down; the ends stay put", () => {
    let s = apply(base(), { op: "moveTab", tab: "t2", direction: "up" });
    expect(s.tabs.map((t) => t.key)).toEqual(["t2", "t1"]);
    s = apply(s, { op: "moveTab", tab: "t2", direction: "up" });
    expect(s.tabs.map((t) => t.key)).toEqual(["t2", "t1"]);
    s = apply(base(), { op: "moveField", field: "f2", direction: "up" });
    expect(keysOf(s)).toEqual(["t1:f2,f1", "t2:"]);
    s = apply(s, { op: "moveField", field: "f1", direction: "down" });
    expect(keysOf(s)).toEqual(["t1:f2,f1", "t2:"]);
  });

  it("moves a field to the end of another tab", () => {
    const s = apply(base(), { op: "moveFieldToTab", field: "f1", tab: "t2" });
    expect(keysOf(s)).toEqual(["t1:f2", "t2:f1"]);
  });

  it("refuses unknown tabs and fields, removing the last tab, and a choice field without options", () => {
    const refusal = (change: StructureChange, s = base()) => {
      const outcome = changeStructure(s, change);
      return outcome.ok ? "ok" : outcome.reason;
    };
    expect(refusal({ op: "renameTab", tab: "t9", label: en("x") })).toBe("unknownTab");
    expect(refusal({ op: "removeField", field: "f9" })).toBe("unknownField");
    expect(refusal({ op: "moveFieldToTab", field: "f1", tab: "t9" })).toBe("unknownTab");
    expect(refusal({ op: "addField", tab: "t1", type: "single_choice", label: en("x"), options: [{}] })).toBe(
      "noOptions",
    );
    const single = apply(base(), { op: "removeTab", tab: "t2" });
    expect(refusal({ op: "removeTab", tab: "t1" }, single)).toBe("lastTab");
    let full = base();
    while (full.tabs.length < TEMPLATE_TABS_MAX) full = apply(full, { op: "addTab", label: en("More") });
    expect(refusal({ op: "addTab", label: en("One too many") }, full)).toBe("tooMany");
  });

  it("editing a choice field keeps the existing options' bits and gives new ones the lowest free bit", () => {
    const s = apply(base(), {
      op: "updateField",
      field: "f2",
      label: en("Hazards now"),
      help: {},
      required: true,
      options: [
        { bit: 4, label: en("Corrosive") },
        { bit: null, label: en("Explosive") },
        { bit: 1, label: en("Flammable") },
      ],
    });
    const field = s.tabs[0]!.fields[1]!;
    expect(field).toMatchObject({ label: en("Hazards now"), help: {}, required: true });
    expect(field.options).toEqual([
      { bit: 4, label: en("Corrosive") },
      { bit: 1, label: en("Flammable") },
      { bit: 2, label: en("Explosive") },
    ]);
  });

  it("options of a new choice field take bits 1, 2, 4, …; nextOptionBit finds none when all are taken", () => {
    const s = apply(base(), {
      op: "addField",
      tab: "t2",
      type: "single_choice",
      label: en("Shift"),
      options: [en("Day"), {}, en("Night")],
    });
    expect(s.tabs[1]!.fields[0]!.options.map((o) => o.bit)).toEqual([1, 2]);
    const options = Array.from({ length: FIELD_OPTIONS_MAX }, (_, i) => ({ bit: 2 ** i, label: en(`${i}`) }));
    expect(nextOptionBit({ options })).toBeNull();
  });
});

describe("labels and translation", () => {
  it("labelIn falls back to the template's language, then to any", () => {
    expect(labelIn({ "1": "Oppgave", "4": "Task" }, 1, 4)).toBe("Oppgave");
    expect(labelIn({ "4": "Task" }, 1, 4)).toBe("Task");
    expect(labelIn({ "2": "Uppgift" }, 1, 4)).toBe("Uppgift");
    expect(labelIn({}, 1, 4)).toBe("");
  });

  it("labelSlots lists tabs, fields, help texts given and options", () => {
    expect(labelSlots(base()).map((s) => s.slot)).toEqual([
      "t1",
      "f1",
      "f2",
      "f2.help",
      "f2.o1",
      "f2.o2",
      "f2.o4",
      "t2",
    ]);
  });

  it("translateStructure writes, removes and reports unknown slots", () => {
    const out = translateStructure(base(), 1, { t1: " Oppgave ", "f2.o2": "Giftig", "f2.help": "" });
    if (!out.ok) throw new Error("refused");
    expect(out.structure.tabs[0]!.label).toEqual({ "4": "Task", "1": "Oppgave" });
    expect(out.structure.tabs[0]!.fields[1]!.options[1]!.label).toEqual({ "4": "Toxic", "1": "Giftig" });
    const removed = translateStructure(out.structure, 1, { t1: "" });
    if (!removed.ok) throw new Error("refused");
    expect(removed.structure.tabs[0]!.label).toEqual({ "4": "Task" });
    expect(translateStructure(base(), 1, { f9: "x", "f1.o1": "y", t1: "z" })).toEqual({
      ok: false,
      unknown: ["f9", "f1.o1"],
    });
  });

  it("completeLanguages needs every tab, field and option label, not help texts", () => {
    expect(completeLanguages(base())).toEqual([4]);
    const slots = labelSlots(base()).filter((s) => !s.slot.endsWith(".help"));
    const almost = translateStructure(
      base(),
      1,
      Object.fromEntries(slots.slice(1).map((s) => [s.slot, "nb"])),
    );
    if (!almost.ok) throw new Error("refused");
    expect(completeLanguages(almost.structure)).toEqual([4]);
    const all = translateStructure(almost.structure, 1, { t1: "nb" });
    if (!all.ok) throw new Error("refused");
    expect(completeLanguages(all.structure)).toEqual([1, 4]);
  });
});

describe("templateStructureSchema", () => {
  const check = (value: unknown) => templateStructureSchema().safeParse(value);

  it("accepts every kind's standard tabs and the builder's results", () => {
    for (const type of DOCUMENT_TYPE_IDS)
      expect(check(standardStructure(type)).success, `${type}`).toBe(true);
    expect(check(base()).success).toBe(true);
  });

  it("cleans labels and fills defaults", () => {
    const out = check({ tabs: [{ key: "t1", label: { "4": "  Tab  ", "1": " " } }] });
    expect(out.success && out.data).toEqual({ tabs: [{ key: "t1", label: { "4": "Tab" }, fields: [] }] });
  });

  it("refuses what would break documents", () => {
    const field = (extra: object) => ({
      tabs: [{ key: "t1", label: en("T"), fields: [{ key: "f1", type: "text", label: en("F"), ...extra }] }],
    });
    const refused: [string, unknown][] = [
      ["no tabs", { tabs: [] }],
      ["a tab without label", { tabs: [{ key: "t1", label: {} }] }],
      ["an unknown language", { tabs: [{ key: "t1", label: { "11": "x" } }] }],
      ["a bad key", { tabs: [{ key: "x1", label: en("T") }] }],
      ["a field key on a tab", { tabs: [{ key: "f1", label: en("T") }] }],
      [
        "a duplicate key",
        {
          tabs: [
            { key: "t1", label: en("A") },
            { key: "t1", label: en("B") },
          ],
        },
      ],
      ["an unknown type", field({ type: "video" })],
      ["options on a text field", field({ options: [{ bit: 1, label: en("x") }] })],
      ["a choice without options", field({ type: "single_choice", options: [] })],
      ["a bit not a power of two", field({ type: "single_choice", options: [{ bit: 3, label: en("x") }] })],
      [
        "duplicate bits",
        field({
          type: "multiple_choice",
          options: [
            { bit: 1, label: en("x") },
            { bit: 1, label: en("y") },
          ],
        }),
      ],
      ["a too long label", { tabs: [{ key: "t1", label: en("x".repeat(201)) }] }],
      [
        "too many tabs",
        {
          tabs: Array.from({ length: TEMPLATE_TABS_MAX + 1 }, (_, i) => ({
            key: `t${i + 1}`,
            label: en("T"),
          })),
        },
      ],
    ];
    for (const [why, value] of refused) expect(check(value).success, why).toBe(false);
  });
});

describe("keys are never given twice", () => {
  it("a field added after the newest one was removed gets a new key", () => {
    const start = { tabs: [{ key: "t1", label: { "4": "Tab" }, fields: [] }] };
    const one = changeStructure(start, { op: "addField", tab: "t1", type: "text", label: { "4": "A" } });
    if (!one.ok) throw new Error("add");
    const two = changeStructure(one.structure, {
      op: "addField",
      tab: "t1",
      type: "text",
      label: { "4": "B" },
    });
    if (!two.ok) throw new Error("add");
    expect(two.key).toBe("f2");
    const removed = changeStructure(two.structure, { op: "removeField", field: "f2" });
    if (!removed.ok) throw new Error("remove");
    const again = changeStructure(removed.structure, {
      op: "addField",
      tab: "t1",
      type: "text",
      label: { "4": "C" },
    });
    if (!again.ok) throw new Error("add");
    expect(again.key).toBe("f3");
    const tab = changeStructure(again.structure, { op: "addTab", label: { "4": "Second" } });
    if (!tab.ok) throw new Error("tab");
    const gone = changeStructure(tab.structure, { op: "removeTab", tab: tab.key! });
    if (!gone.ok) throw new Error("remove tab");
    const tabAgain = changeStructure(gone.structure, { op: "addTab", label: { "4": "Third" } });
    expect(tabAgain.ok && tabAgain.key).toBe("t3");
  });

  it("the structure's schema keeps the key counter", () => {
    const parsed = templateStructureSchema().parse({
      tabs: [{ key: "t1", label: { "4": "Tab" }, fields: [] }],
      seq: { t: 1, f: 7 },
    });
    expect(parsed.seq).toEqual({ t: 1, f: 7 });
  });
});
