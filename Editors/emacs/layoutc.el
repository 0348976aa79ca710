;;; layoutc.el --- .layout files in Emacs: a major mode and the layoutc language server -*- lexical-binding: t -*-

;; Load it (M-x load-file, or (load "/path/to/layoutc.el") in init.el). Needs Emacs 29 (eglot).

;;; Code:

(require 'eglot)

(defvar layout-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; // line comments and nestable /* block */ comments, as the language has them.
    (modify-syntax-entry ?/ ". 124" table)
    (modify-syntax-entry ?* ". 23bn" table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?< "(>" table)
    (modify-syntax-entry ?> ")<" table)
    (modify-syntax-entry ?_ "_" table)
    table)
  "Syntax table of `layout-mode'.")

(defconst layout-font-lock-keywords
  `((,(regexp-opt '("let" "import" "repeat" "proposal") 'symbols) . font-lock-keyword-face)
    (,(regexp-opt '("true" "false" "inf" "nil") 'symbols) . font-lock-constant-face)
    ("\\_<let\\s-+\\([A-Za-z_][A-Za-z0-9_]*\\)" 1 font-lock-function-name-face)
    ("\\.\\([A-Za-z_][A-Za-z0-9_]*\\)" 1 font-lock-builtin-face)
    ("#[A-Za-z_][A-Za-z0-9_]*" . font-lock-preprocessor-face)
    ("\\_<\\([A-Za-z_][A-Za-z0-9_]*\\)\\s-*:" 1 font-lock-variable-name-face)
    ("\\_<[0-9]+\\(?:\\.[0-9]+\\)?\\(?:x[0-9]+\\(?:\\.[0-9]+\\)?\\)?\\_>" . font-lock-constant-face))
  "Highlighting of `layout-mode' (the language server adds the rest).")

;;;###autoload
(define-derived-mode layout-mode prog-mode "Layout"
  "Major mode for .layout files (layoutc)."
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local indent-tabs-mode nil)
  (setq-local tab-width 2)
  (setq-local font-lock-defaults '(layout-font-lock-keywords)))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.layout\\'" . layout-mode))

(add-to-list 'eglot-server-programs
             '(layout-mode . ("layoutc" "lsp" :initializationOptions (:proposal "375xnil" :inlayHints :json-false))))

(add-hook 'layout-mode-hook #'eglot-ensure)
(add-hook 'layout-mode-hook
          (lambda () (add-hook 'before-save-hook #'eglot-format-buffer nil t)))

(provide 'layoutc)
;;; layoutc.el ends here
