/**
 * Module Epsilon, Tactical Requisition (the Captain's Draft): in a Points campaign every round's blind deal
 * becomes a draft of Requisition Packs; unavailable in Go-out.
 */
package org.iwgf.warp.modules.epsilon;
