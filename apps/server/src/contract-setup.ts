import { afterAll, afterEach, expect } from "vitest";
import { recordCalledOperations, takeContractViolations } from "./contract-testing.ts";

// Every integration test fails on an answer of the app that its OpenAPI document does not describe.
afterEach(() => {
  expect(takeContractViolations(), "answers that break the OpenAPI document (/api/docs)").toEqual([]);
});

// Set by a run that measures which operations the suites call.
const callsFile = process.env.SOBREMESA_CONTRACT_CALLS;
if (callsFile) afterAll(() => recordCalledOperations(callsFile));
