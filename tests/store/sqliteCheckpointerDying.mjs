// A stand-in for the SQLite checkpointer's thread in sqliteWriter.test.ts: it fails as it starts,
// as one that cannot open the database would. JavaScript, so that it needs no loader and fails at once.
throw new Error("this checkpointer cannot start");
