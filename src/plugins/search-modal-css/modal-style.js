// Stands in for `@docsearch/react/style` (the full DocSearch stylesheet, which the theme's SearchBar
// imports when the modal first opens): only the modal's rules. The variables and the button's rules
// are in the site stylesheet already (client modules of ./index.ts).
import '@docsearch/css/dist/modal.css';
