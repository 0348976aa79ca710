// Checking: the built-in registry, the checker and lowering to the engine IR.
