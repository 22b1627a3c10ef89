/**
 * The one tslib helper `@docusaurus/utils-common` uses, for its client bundle (see ./index.ts):
 * `__importDefault(mod)` returns an ES module as it is and wraps a CommonJS export as
 * `{default: mod}`. Same behaviour as tslib 2's helper.
 */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
