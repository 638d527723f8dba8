import { z } from "zod";

/**
 * Every string in the contract. PostgreSQL cannot store the NUL character in text (it answers
 * with an error, which would surface as a 500), so a NUL is refused here, at validation, with
 * the field named; the API's request hook refuses it before validation as well (bad-input.ts).
 */
export const str = () => z.string().regex(/^[^\0]*$/, { message: "Remove the invalid character" });
