// Lingui's macros (`t`, `msg`, `<Trans>`, `plural`…) compiled by Babel, for the build, the dev server and the unit tests.
// Only modules that import a macro go through Babel (a filter on their code that Rolldown applies before calling the
// plugin): about 300 of the 1,800 modules of src/ and the generated client, the others skip a Babel parse and print.
import babel from '@rolldown/plugin-babel';

export const linguiMacros = () =>
  babel({
    presets: [
      {
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
      },
    ],
  });
