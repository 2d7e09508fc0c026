// What a replaced import of nothing but side effects resolves to (webpack.cjs).
export {};
