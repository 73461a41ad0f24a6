//! Each translation's chess terms, checked against its glossary (`glossary-pl.toml`, ...): the word
//! for every piece, action and rule, its forms, and the words the language must never use.
//!
//! The glossary is data a translator reads first; this module reads it too, walks every message and
//! attribute of the language, and reports each [`Finding`].

use std::collections::BTreeMap;

use fluent_syntax::ast;
use serde::Deserialize;

use super::Language;

/// The roles a `$role` or `$...-role` selector chooses between, as the glossary names its tables.
const ROLES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];

/// A language's glossary, as its TOML file says.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Glossary {
    /// Words and phrases tied to no term that must never appear.
    #[serde(default)]
    forbidden: Vec<String>,
    /// The word for each piece, by role.
    roles: BTreeMap<String, Term>,
    /// The word for each action and rule.
    #[serde(default)]
    terms: BTreeMap<String, Term>,
}

/// One term: the headword, the forms that may appear, the words that must not, and the messages
/// that must use it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Term {
    /// The headword: for a role, exactly what `role-pawn` (...) says.
    term: String,
    /// Every form that may appear, as whole words or phrases.
    forms: Vec<String>,
    /// Words and phrases that must never appear in any message.
    #[serde(default)]
    forbidden: Vec<String>,
    /// Messages (`card-castling`, `card-promotion.p3`) that must contain one of the forms.
    #[serde(default)]
    messages: Vec<String>,
}

/// What the check found wrong in a language's messages, each with the message or attribute id.
#[derive(Debug, PartialEq, Eq)]
enum Finding {
    /// The glossary is not valid TOML of the expected shape.
    Unreadable(String),
    /// The glossary has no entry for this role.
    RoleMissing(String),
    /// A forbidden word or phrase appears in a message.
    Forbidden { message: String, word: String },
    /// `role-...` says something other than the glossary's term.
    RoleNamedOtherwise { message: String, role: String, found: String },
    /// A variant chosen by a role has words but none of them is a form of that role.
    RoleNotNamed { message: String, role: String },
    /// A variant chosen by one role names another.
    OtherRoleNamed { message: String, role: String, word: String },
    /// A message the glossary lists for a term uses none of the term's forms.
    TermMissing { message: String, term: String },
    /// A message the glossary lists does not exist.
    NoSuchMessage { message: String, term: String },
}

/// The glossary file of a translation; English, the source, has none.
fn glossary_source(language: Language) -> Option<&'static str> {
    match language {
        Language::English => None,
        Language::Polish => Some(include_str!("glossary-pl.toml")),
        Language::Russian => Some(include_str!("glossary-ru.toml")),
        Language::Bulgarian => Some(include_str!("glossary-bg.toml")),
    }
}

/// A message or attribute: its id (`card-pawn.p1`) and its pattern.
type Entry<'s> = (String, &'s ast::Pattern<&'s str>);

/// Everything wrong with `sources` (Fluent resources) against the glossary `glossary` (TOML).
fn check(glossary: &str, sources: &[&str]) -> Vec<Finding> {
    let glossary: Glossary = match toml::from_str(glossary) {
        Ok(glossary) => glossary,
        Err(error) => return vec![Finding::Unreadable(error.to_string())],
    };
    let mut findings: Vec<Finding> = ROLES
        .iter()
        .filter(|role| !glossary.roles.contains_key(**role))
        .map(|role| Finding::RoleMissing(role.to_string()))
        .collect();
    let resources: Vec<ast::Resource<&str>> = sources
        .iter()
        .map(|source| fluent_syntax::parser::parse(*source).unwrap_or_else(|(resource, _)| resource))
        .collect();
    let entries = entries(&resources);
    let forbidden: Vec<&String> = glossary
        .forbidden
        .iter()
        .chain(glossary.roles.values().chain(glossary.terms.values()).flat_map(|term| &term.forbidden))
        .collect();
    for (id, pattern) in &entries {
        let runs = text_runs(pattern);
        for word in &forbidden {
            if runs.iter().any(|run| contains_phrase(run, word)) {
                findings.push(Finding::Forbidden { message: id.clone(), word: word.to_string() });
            }
        }
        check_role_variants(&glossary, id, pattern, &mut findings);
    }
    for (role, term) in &glossary.roles {
        let message = format!("role-{role}");
        let Some((_, pattern)) = entries.iter().find(|(id, _)| *id == message) else { continue };
        let found = text_runs(pattern).concat().trim().to_owned();
        if found != term.term {
            findings.push(Finding::RoleNamedOtherwise { message, role: role.clone(), found });
        }
    }
    for (name, term) in glossary.roles.iter().chain(&glossary.terms) {
        for message in &term.messages {
            let Some((_, pattern)) = entries.iter().find(|(id, _)| id == message) else {
                findings.push(Finding::NoSuchMessage { message: message.clone(), term: name.clone() });
                continue;
            };
            let runs = text_runs(pattern);
            if !term.forms.iter().any(|form| runs.iter().any(|run| contains_phrase(run, form))) {
                findings.push(Finding::TermMissing { message: message.clone(), term: name.clone() });
            }
        }
    }
    findings
}

/// Every message value and attribute of `resources`, by id.
fn entries<'s>(resources: &'s [ast::Resource<&'s str>]) -> Vec<Entry<'s>> {
    let mut entries = Vec::new();
    for entry in resources.iter().flat_map(|resource| &resource.body) {
        let ast::Entry::Message(message) = entry else { continue };
        let id = message.id.name;
        if let Some(value) = &message.value {
            entries.push((id.to_owned(), value));
        }
        for attribute in &message.attributes {
            entries.push((format!("{id}.{}", attribute.id.name), &attribute.value));
        }
    }
    entries
}

/// The runs of text a pattern can show, each unbroken by a placeable, from every variant at any
/// depth: a phrase is looked for within one run.
fn text_runs(pattern: &ast::Pattern<&str>) -> Vec<String> {
    let mut runs = vec![String::new()];
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                runs.last_mut().into_iter().for_each(|run| run.push_str(value))
            }
            ast::PatternElement::Placeable { expression } => {
                runs.extend(expression_runs(expression));
                runs.push(String::new());
            }
        }
    }
    runs.retain(|run| !run.trim().is_empty());
    runs
}

fn expression_runs(expression: &ast::Expression<&str>) -> Vec<String> {
    match expression {
        ast::Expression::Select { variants, .. } => {
            variants.iter().flat_map(|variant| text_runs(&variant.value)).collect()
        }
        ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => vec![value.to_string()],
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => expression_runs(expression),
        ast::Expression::Inline(_) => Vec::new(),
    }
}

/// Checks every variant of `pattern` chosen by a role (at any depth): it names no other role, and
/// if it has words of its own (not only a nested choice), one of them names its role.
fn check_role_variants(glossary: &Glossary, id: &str, pattern: &ast::Pattern<&str>, findings: &mut Vec<Finding>) {
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression } = element else { continue };
        check_expression_variants(glossary, id, expression, findings);
    }
}

fn check_expression_variants(
    glossary: &Glossary,
    id: &str,
    expression: &ast::Expression<&str>,
    findings: &mut Vec<Finding>,
) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            let by_role = matches!(selector, ast::InlineExpression::VariableReference { id }
                if id.name == "role" || id.name.ends_with("-role"));
            for variant in variants {
                let key = match &variant.key {
                    ast::VariantKey::Identifier { name } => *name,
                    ast::VariantKey::NumberLiteral { value } => *value,
                };
                if let Some(term) = glossary.roles.get(key).filter(|_| by_role) {
                    check_variant(glossary, id, key, term, &variant.value, findings);
                }
                check_role_variants(glossary, id, &variant.value, findings);
            }
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            check_expression_variants(glossary, id, expression, findings);
        }
        ast::Expression::Inline(_) => {}
    }
}

fn check_variant(
    glossary: &Glossary,
    id: &str,
    role: &str,
    term: &Term,
    pattern: &ast::Pattern<&str>,
    findings: &mut Vec<Finding>,
) {
    let runs = text_runs(pattern);
    for (_, other_term) in glossary.roles.iter().filter(|(other, _)| *other != role) {
        let named = other_term.forms.iter().find(|form| runs.iter().any(|run| contains_phrase(run, form)));
        if let Some(word) = named {
            findings.push(Finding::OtherRoleNamed {
                message: id.to_owned(),
                role: role.to_owned(),
                word: word.clone(),
            });
        }
    }
    let own: String = pattern
        .elements
        .iter()
        .filter_map(|element| match element {
            ast::PatternElement::TextElement { value } => Some(*value),
            ast::PatternElement::Placeable { .. } => None,
        })
        .collect::<Vec<_>>()
        .join(" ");
    let has_words = own.chars().any(char::is_alphabetic);
    if has_words && !term.forms.iter().any(|form| contains_phrase(&own, form)) {
        findings.push(Finding::RoleNotNamed { message: id.to_owned(), role: role.to_owned() });
    }
}

/// The words of `text`, in lower case: letters and digits, split at everything else.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|word| !word.is_empty()).map(str::to_lowercase).collect()
}

/// Whether `text` holds `phrase` as whole words in a row, in any letter case.
fn contains_phrase(text: &str, phrase: &str) -> bool {
    let (text, phrase) = (words(text), words(phrase));
    !phrase.is_empty() && text.windows(phrase.len()).any(|window| window == phrase.as_slice())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A glossary of two roles' worth of Polish, with the other four roles present and empty.
    const SMALL: &str = r#"
        forbidden = ["Vernut hod"]
        [roles.pawn]
        term = "pion"
        forms = ["pion", "piona", "pionem"]
        forbidden = ["pionek", "pionka"]
        [roles.rook]
        term = "wieża"
        forms = ["wieża", "wieżę", "wieżą"]
        [roles.knight]
        term = "skoczek"
        forms = ["skoczek"]
        [roles.bishop]
        term = "goniec"
        forms = ["goniec"]
        [roles.queen]
        term = "hetman"
        forms = ["hetman"]
        [roles.king]
        term = "król"
        forms = ["król"]
        [terms.castling]
        term = "roszada"
        forms = ["roszada"]
        messages = ["card-castling"]
    "#;

    fn findings(source: &str) -> Vec<Finding> {
        check(SMALL, &[source])
    }

    #[test]
    fn a_clean_resource_has_no_findings() {
        let source = "role-pawn = pion\nrole-rook = wieża\ncard-castling = Roszada\n";
        assert_eq!(findings(source), []);
    }

    #[test]
    fn a_forbidden_word_is_found_in_any_case_and_inside_a_variant_or_an_attribute() {
        let source = "card-castling = Roszada\n    .p1 = Zbij Pionka.\nx = { $color ->\n   *[white] pionek\n}\n";
        assert_eq!(
            findings(source),
            [
                Finding::Forbidden { message: "card-castling.p1".into(), word: "pionka".into() },
                Finding::Forbidden { message: "x".into(), word: "pionek".into() },
            ]
        );
    }

    #[test]
    fn a_forbidden_phrase_is_found_only_as_whole_words_in_a_row() {
        let source = "card-castling = Roszada\na = Vernut hod\nb = Vernut\nc = Vernutt hod\n";
        assert_eq!(findings(source), [Finding::Forbidden { message: "a".into(), word: "Vernut hod".into() }]);
    }

    #[test]
    fn a_role_message_other_than_the_glossarys_term_is_found() {
        let source = "card-castling = Roszada\nrole-pawn = piona\n";
        let expected =
            Finding::RoleNamedOtherwise { message: "role-pawn".into(), role: "pawn".into(), found: "piona".into() };
        assert_eq!(findings(source), [expected]);
    }

    #[test]
    fn a_variant_chosen_by_a_role_must_name_that_role_and_no_other() {
        let source = "card-castling = Roszada\nx = Bij { $piece-role ->\n    [pawn] wieżę\n   *[rook] wieżą\n}\n";
        assert_eq!(
            findings(source),
            [
                Finding::OtherRoleNamed { message: "x".into(), role: "pawn".into(), word: "wieżę".into() },
                Finding::RoleNotNamed { message: "x".into(), role: "pawn".into() },
            ]
        );
    }

    #[test]
    fn a_variant_of_only_a_nested_choice_need_not_name_its_role_and_other_selectors_are_not_roles() {
        let source = "card-castling = Roszada\nx = { $piece-role ->\n    [pawn] { $color ->\n        [white] biały\n       *[black] czarny\n    }\n   *[other] -\n}\ny = { $side ->\n    [king] krótka\n   *[queen] długa\n}\n";
        assert_eq!(findings(source), []);
    }

    #[test]
    fn a_message_listed_for_a_term_must_use_one_of_its_forms_and_exist() {
        assert_eq!(
            findings("card-castling = Rokada\n"),
            [Finding::TermMissing { message: "card-castling".into(), term: "castling".into() }]
        );
        assert_eq!(
            findings("a = b\n"),
            [Finding::NoSuchMessage { message: "card-castling".into(), term: "castling".into() }]
        );
    }

    #[test]
    fn a_glossary_without_every_role_or_not_toml_is_reported() {
        let partial = check("[roles.pawn]\nterm = \"pion\"\nforms = [\"pion\"]\n", &["role-pawn = pion\n"]);
        assert_eq!(partial.len(), 5, "{partial:?}");
        assert!(matches!(check("roles = 1", &[""]).as_slice(), [Finding::Unreadable(_)]));
    }

    #[test]
    fn every_translation_uses_the_terms_of_its_glossary_and_none_of_its_forbidden_words() {
        let findings: Vec<(&str, Vec<Finding>)> = Language::ALL
            .into_iter()
            .filter_map(|language| Some((language.tag(), check(glossary_source(language)?, &language.sources()))))
            .filter(|(_, findings)| !findings.is_empty())
            .collect();
        assert!(findings.is_empty(), "{findings:#?}");
    }
}
