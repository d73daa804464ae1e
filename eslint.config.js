import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./eslint-rules/layers.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      "node_modules/",
      ".tmp/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The import direction between the layers (core, server, db, api, app); see eslint-rules/layers.js.
    files: ["{core,server,db,api,app}/**/*.{ts,tsx}"],
    plugins: { chemsafe: { rules: { layers } } },
    rules: { "chemsafe/layers": "error" },
  },
  {
    // A route reads its posted body only through readForm or readMultipartForm (app/lib), which
    // refuse cross-site posts, limit the body's bytes and fields, and answer 400 to a malformed one.
    files: ["app/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(formData|json|text|arrayBuffer|blob)$/][callee.object.name='request']",
          message: "Read a posted body with readForm (app/lib/forms.server.ts) or readMultipartForm.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
    },
  },
  {
    // Specs take `test` from tests/e2e/support.ts, whose fixture checks every page they load as valid HTML.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message:
                "Import test and expect from ./support (every page a test loads is checked as valid HTML).",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
