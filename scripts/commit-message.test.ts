import { describe, expect, it } from "vitest";
import { commitMessageProblems, MAX_SUBJECT_LENGTH } from "./commit-message.ts";

const subjectOf = (length: number) => "a".repeat(length);

describe("commitMessageProblems", () => {
  it("accepts a subject of 72 characters, alone or followed by a blank line and a body", () => {
    expect(commitMessageProblems(`${subjectOf(MAX_SUBJECT_LENGTH)}\n`)).toEqual([]);
    expect(commitMessageProblems(`${subjectOf(72)}\n\nWhy it changed.\nMore lines.\n`)).toEqual([]);
  });

  it("refuses a subject of 73 characters", () => {
    expect(commitMessageProblems(`${subjectOf(73)}\n\nBody.\n`)).toEqual(["the subject has 73 characters; at most 72"]);
  });

  it("counts characters, so an accented subject of 72 passes", () => {
    expect(commitMessageProblems(`${"ñ".repeat(70)}é😀\n`)).toEqual([]);
  });

  it("refuses a body that starts right under the subject", () => {
    expect(commitMessageProblems("Add the thing\nbecause it was missing\n")).toEqual([
      "the subject must be followed by a blank line",
    ]);
  });

  it("reports both problems at once", () => {
    expect(commitMessageProblems(`${subjectOf(80)}\nbody\n`)).toHaveLength(2);
  });

  it("reads the message as git stores it: no comments, no verbose diff, no leading blank lines", () => {
    const edited = [
      "",
      "Fix the thing",
      "# Please enter the commit message for your changes.",
      "",
      "Body.",
      "# ------------------------ >8 ------------------------",
      `+${subjectOf(100)}`,
    ].join("\n");
    expect(commitMessageProblems(edited)).toEqual([]);
    expect(commitMessageProblems(`# a comment longer than the limit ${subjectOf(80)}\nFix it\n`)).toEqual([]);
  });

  it("takes CRLF line ends and trailing spaces as git does", () => {
    expect(commitMessageProblems("Fix it  \r\n  \r\nBody\r\n")).toEqual([]);
  });
});
