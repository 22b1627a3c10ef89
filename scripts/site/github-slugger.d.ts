/** Types of github-slugger 1.5 (the package ships none): GitHub's heading-anchor algorithm. */
declare module 'github-slugger' {
  export default class GithubSlugger {
    /** The anchor GitHub gives a heading with this text; repeats get `-1`, `-2`... */
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
