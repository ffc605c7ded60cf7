// The package ships no types; this is the part of its API the classifier uses.
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(input: string[], label: string): boolean;
    consolidate(): boolean;
    /** log2 odds per label, best first; [['unknown', 0]] when no token is known. */
    computeOdds(input: string[]): Array<[string, number]>;
    predict(input: string[]): string;
    exportJSON(): string;
    importJSON(json: string): boolean;
  }
  function winkNaiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export default winkNaiveBayesTextClassifier;
}
