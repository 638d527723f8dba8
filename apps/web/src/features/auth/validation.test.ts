import { describe, expect, it } from "vitest";
import { ageOn, birthdateError, confirmError, emailError, passwordError } from "./validation.ts";

const today = new Date(2026, 5, 15); // 15 June 2026, local time

describe("sign-up validation", () => {
  it("counts completed years, turning a year older on the birthday", () => {
    expect(ageOn("2008-06-15", today)).toBe(18);
    expect(ageOn("2008-06-16", today)).toBe(17);
    expect(ageOn("nonsense", today)).toBeNull();
  });

  it("needs brides to be 18 and grooms 21", () => {
    expect(birthdateError("2008-06-16", "female", today)).toBe("validation.underageBride");
    expect(birthdateError("2008-06-15", "female", today)).toBeNull();
    expect(birthdateError("2005-06-16", "male", today)).toBe("validation.underageGroom");
    expect(birthdateError("2005-06-15", "male", today)).toBeNull();
    expect(birthdateError("", "male", today)).toBe("validation.birthdate");
  });

  it("checks password length, confirmation and email shape", () => {
    expect(passwordError("12345")).toBe("validation.passwordShort");
    expect(passwordError("123456")).toBeNull();
    expect(confirmError("abcdef", "abcdeg")).toBe("validation.mismatch");
    expect(emailError("a@b.in")).toBeNull();
    expect(emailError("a@b")).toBe("validation.email");
  });
});
