/**
 * Zod's own messages (wrong type, missing field) in Korean, for the forms: lib/form.ts imports this
 * before any schema checks a field. Only form screens load it, so pages without forms carry
 * neither Zod's messages nor Zod (decisions.md, "Page weight").
 */
import { config } from 'zod/v4';
import korean from 'zod/v4/locales/ko.js';

config(korean());
